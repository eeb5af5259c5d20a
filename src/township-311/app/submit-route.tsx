/**
 * The submit screen: a chunk of its own, without a query client (the wizard only posts a form, and
 * loads the code that sends it when the resident submits).
 */
import { SubmitScreen } from '../features/submit/index.ts';

export default function SubmitRoute() {
  return <SubmitScreen />;
}
