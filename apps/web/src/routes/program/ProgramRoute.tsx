import { ProgramHome } from '../../features/program/components/ProgramHome.js';

/** /program: the original programmes. */
export default function ProgramRoute() {
  return <ProgramHome />;
}
