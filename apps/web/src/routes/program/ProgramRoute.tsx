import { ProgramHome } from '../../features/program/index.js';

/** /program: the original programmes. */
export default function ProgramRoute() {
  return <ProgramHome />;
}
