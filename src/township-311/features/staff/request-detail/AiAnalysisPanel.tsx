import type { AiSource } from '#domain/requests/request-schemas.ts';
import type { StaffRequest } from '../staff-requests-api.ts';
import { Field, Panel } from './Panel.tsx';

/** Staff can tell a rules-engine guess or a fallback from a model's answer. */
const SOURCE_LABELS: Record<AiSource, string> = {
  rules: 'Rules engine',
  model: 'AI model',
  fallback: 'Fallback defaults (AI unavailable)',
};

/**
 * One of the panel's two reports under its heading: its fields (label, value) in order, or the
 * line saying there is none; `spacing` sets it apart from what follows.
 */
function Report({
  title,
  fields,
  none,
  spacing = '',
}: {
  title: string;
  fields: readonly (readonly [string, string])[] | null;
  none: string;
  spacing?: string;
}) {
  return (
    <>
      <h3 className="font-semibold text-slate-900">{title}</h3>
      {fields ? (
        <dl className={`${spacing}divide-y divide-slate-100`}>
          {fields.map(([label, value]) => (
            <Field key={label} label={label}>
              {value}
            </Field>
          ))}
        </dl>
      ) : (
        <p className={`${spacing}text-slate-700`}>{none}</p>
      )}
    </>
  );
}

/** The AI triage report and photo analysis (docs/product.md#311-staff-portal). */
export function AiAnalysisPanel({ request }: { request: StaffRequest }) {
  const triage = request.aiTriage;
  const photo = request.aiPhotoAnalysis;
  const triageFields =
    triage &&
    ([
      ['Suggested priority', triage.suggestedPriority],
      ['Suggested department', triage.suggestedDepartment],
      ['Estimated response', triage.estimatedResponseTime],
      ['Reasoning', triage.reasoning],
      ['Source', SOURCE_LABELS[triage.source]],
    ] as const);
  const photoFields =
    photo &&
    ([
      ['Identified issue type', photo.issueType],
      ['Severity', photo.severity],
      ['Recommendation', photo.repairRecommendation],
      ['Source', SOURCE_LABELS[photo.source]],
    ] as const);
  return (
    <Panel title="AI Analysis">
      <Report title="Triage report" spacing="mb-4 " fields={triageFields} none="No triage report." />
      <Report title="Photo analysis" fields={photoFields} none="No photo analysis." />
    </Panel>
  );
}
