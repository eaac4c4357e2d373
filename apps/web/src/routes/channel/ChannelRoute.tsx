import { ChannelScreen } from '../../features/channel/components/ChannelScreen.js';

/** /channel: the TV channels and the EPG timetable. */
export default function ChannelRoute() {
  return <ChannelScreen />;
}
