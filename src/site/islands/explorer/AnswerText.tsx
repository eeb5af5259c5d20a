/** An answer's summary and, when the content has one, its transcript under a native disclosure. */
export default function AnswerText({ summary, transcript }: { summary: string; transcript?: string | undefined }) {
  return (
    <>
      <p className="mt-2 text-sm text-slate-700">{summary}</p>
      {transcript !== undefined && (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer py-2 font-semibold text-brand-800 hover:underline">
            Read the transcript
          </summary>
          <p className="mt-1 whitespace-pre-line text-slate-700">{transcript}</p>
        </details>
      )}
    </>
  );
}
