import type { AiSource } from '#domain/requests/request-schemas.ts';
import type { StaffRequest } from '../staff-requests.ts';
import { Field, Panel } from './Panel.tsx';

/** Staff can tell a rules-engine guess or a fallback from a model's answer. */
const SOURCE_LABELS: Record<AiSource, string> = {
  rules: 'Rules engine',
  model: 'AI model',
  fallback: 'Fallback defaults (AI unavailable)',
};

/** The AI triage report and photo analysis (docs/product.md#311-staff-portal). */
export function AiAnalysisPanel({ request }: { request: StaffRequest }) {
  const triage = request.aiTriage;
  const photo = request.aiPhotoAnalysis;
  return (
    <Panel title="AI Analysis">
      <h3 className="font-semibold text-slate-900">Triage report</h3>
      {triage ? (
        <dl className="mb-4 divide-y divide-slate-100">
          <Field label="Suggested priority">{triage.suggestedPriority}</Field>
          <Field label="Suggested department">{triage.suggestedDepartment}</Field>
          <Field label="Estimated response">{triage.estimatedResponseTime}</Field>
          <Field label="Reasoning">{triage.reasoning}</Field>
          <Field label="Source">{SOURCE_LABELS[triage.source]}</Field>
        </dl>
      ) : (
        <p className="mb-4 text-slate-700">No triage report.</p>
      )}
      <h3 className="font-semibold text-slate-900">Photo analysis</h3>
      {photo ? (
        <dl className="divide-y divide-slate-100">
          <Field label="Identified issue type">{photo.issueType}</Field>
          <Field label="Severity">{photo.severity}</Field>
          <Field label="Recommendation">{photo.repairRecommendation}</Field>
          <Field label="Source">{SOURCE_LABELS[photo.source]}</Field>
        </dl>
      ) : (
        <p className="text-slate-700">No photo analysis.</p>
      )}
    </Panel>
  );
}
