import { ChannelScreen } from '../../features/channel/index.js';

/** /channel: the TV channels and the EPG timetable. */
export default function ChannelRoute() {
  return <ChannelScreen />;
}
