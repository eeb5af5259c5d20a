/**
 * An answer's summary and, when the content has one, its transcript under a native disclosure. A
 * summary without a translation on a page in another language shows in English (`lang="en"`) after
 * a note in the page's language.
 */
export default function AnswerText({
  summary,
  transcript,
  englishNote,
  transcriptLang,
  readTranscript,
}: {
  summary: string;
  transcript?: string | undefined;
  englishNote?: string | undefined;
  transcriptLang?: 'en' | undefined;
  /** The transcript disclosure's label, in the page's language. */
  readTranscript: string;
}) {
  return (
    <>
      {englishNote !== undefined && <p className="mt-2 text-xs text-slate-600 italic">{englishNote}</p>}
      <p className="mt-2 text-sm text-slate-700" lang={englishNote === undefined ? undefined : 'en'}>
        {summary}
      </p>
      {transcript !== undefined && (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer py-2 font-semibold text-brand-800 hover:underline">
            {readTranscript}
          </summary>
          <p className="mt-1 whitespace-pre-line text-slate-700" lang={transcriptLang}>
            {transcript}
          </p>
        </details>
      )}
    </>
  );
}
