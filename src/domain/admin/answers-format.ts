/**
 * The browser editor's file format for an answers file (content/elections/{cycle}/answers/*.json).
 * On disk an answers file is an object of answers keyed by question id; the editor shows it as a
 * list whose items name their question, so an editor can answer a question added in the same
 * session (its id is typed or picked, not a form field made at build). Reading and writing here
 * keep the file exactly as it was where nothing changed. docs/editing-content.md#a-the-browser-editor-at-admin
 */

/** The format's name in the editor's configuration, and the list's field names. */
export const ANSWERS_FORMAT = 'answers-json';
export const ANSWERS_LIST = 'answers';
export const QUESTION_FIELD = 'question';

type Json = Record<string, unknown>;

const isEntry = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The form's value of an answers file: its other keys (a translation's `fluentReview`) as they are,
 * and its answers as a list in file order, each naming its question.
 * @example answersToForm({ taxes: { time: '1:05', summary: '…' } }) // { answers: [{ question: 'taxes', time: '1:05', summary: '…' }] }
 */
export function answersToForm(file: Json): Json {
  const form: Json = {};
  const answers: Json[] = [];
  for (const [key, value] of Object.entries(file)) {
    if (isEntry(value)) answers.push({ [QUESTION_FIELD]: key, ...value });
    else form[key] = value;
  }
  return { ...form, [ANSWERS_LIST]: answers };
}

/** Two answers for one question: the file could keep only one, so nothing is written. */
export class DuplicateAnswerError extends Error {
  constructor(question: string) {
    super(
      `Two answers are for the question "${question}". An interview has one answer per question: remove one, or pick another question for it.`,
    );
    this.name = 'DuplicateAnswerError';
  }
}

/**
 * The file's object from the form's value: the other keys first, then each answer under its
 * question's id, in list order. An answer without a question is left out (the form requires one).
 * @example answersFromForm({ answers: [{ question: 'taxes', time: '1:05', summary: '…' }] }) // { taxes: { time: '1:05', summary: '…' } }
 */
export function answersFromForm(form: Json): Json {
  const { [ANSWERS_LIST]: list, ...rest } = form;
  const file: Json = { ...rest };
  for (const item of Array.isArray(list) ? list : []) {
    if (!isEntry(item)) continue;
    const { [QUESTION_FIELD]: question, ...answer } = item;
    if (typeof question !== 'string' || question.trim() === '') continue;
    const id = question.trim();
    if (Object.hasOwn(file, id)) throw new DuplicateAnswerError(id);
    file[id] = answer;
  }
  return file;
}

/** Parses an answers file's text for the editor (its `fromFile`). */
export const parseAnswersFile = (text: string): Json => {
  const parsed: unknown = JSON.parse(text);
  return answersToForm(isEntry(parsed) ? parsed : {});
};

/** Writes the editor's value as the file's text (its `toFile`): two-space JSON and a final newline, as the files are. */
export const formatAnswersFile = (form: Json): string => `${JSON.stringify(answersFromForm(form), null, 2)}\n`;
