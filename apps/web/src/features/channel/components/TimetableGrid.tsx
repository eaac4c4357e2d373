import { BROADCAST_TYPE, type Channel, formatTime, isOnAir, type Program } from '@kickoff/contract';
import { type CSSProperties, type KeyboardEvent, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/react.js';
import { cx } from '../../../ui/cx.js';
import { PlayIcon } from '../../../ui/icons.js';
import { channelLink } from '../../catalogue/index.js';
import { timeRangeOf } from '../format.js';
import {
  type Block,
  type ChannelLane,
  type FocusTarget,
  layoutBlocks,
  type Move,
  moveFocus,
  nowOffset,
  windowHours,
  windowRange,
} from '../timetable.js';
import { ChannelLogo } from './ChannelLogo.js';
import styles from './TimetableGrid.module.css';

const KEY_MOVES: Record<string, Move> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

export interface TimetableGridProps {
  id: string;
  channels: Channel[];
  lanes: ChannelLane[];
  day: string;
  startHour: number;
  now: number;
  /** The programme whose details are shown (and which holds the grid's tab stop). */
  selectedId: number | null;
  /** A block was focused, clicked or reached with the arrow keys (maybe in another window). */
  onSelect: (target: FocusTarget) => void;
  /** Enter on the programme on air now: watch the channel. */
  onWatch: (channelId: number) => void;
  busy?: boolean;
}

/**
 * The EPG grid of one 4-hour window: a row per channel (logo, name, watch button), programme blocks
 * sized by duration and clipped at the window's edges, the programme on air highlighted and a now
 * line across the rows. One tab stop; the arrow keys move between blocks (see `moveFocus`).
 */
export function TimetableGrid({
  id,
  channels,
  lanes,
  day,
  startHour,
  now,
  selectedId,
  onSelect,
  onWatch,
  busy = false,
}: TimetableGridProps) {
  const { t } = useTranslation('channel');
  const container = useRef<HTMLDivElement>(null);
  const focusNext = useRef<number | null>(null);
  const range = windowRange(day, startHour);
  const nowAt = nowOffset(now, range);
  const rows = lanes.map((lane) => ({ lane, blocks: layoutBlocks(lane.programs, range) }));
  const visibleIds = rows.flatMap((r) => r.blocks.map((b) => b.program.id));
  const onAirId = rows.flatMap((r) => r.blocks).find((b) => isOnAir(b.program, new Date(now)))?.program.id;
  const tabStop =
    selectedId !== null && visibleIds.includes(selectedId) ? selectedId : (onAirId ?? visibleIds[0]);

  // after an arrow key turned the window, focus the block it led to once it is drawn
  useEffect(() => {
    if (focusNext.current === null) return;
    const el = container.current?.querySelector<HTMLElement>(`[data-program-id="${focusNext.current}"]`);
    if (el) {
      focusNext.current = null;
      el.focus();
    }
  });

  // a new window opens scrolled so that the now line sits a third of the way in (narrow screens scroll)
  const scroller = useRef<HTMLDivElement>(null);
  const latestNow = useRef(nowAt);
  latestNow.current = nowAt;
  const windowKey = `${day}-${startHour}`;
  useEffect(() => {
    const el = scroller.current;
    const board = container.current;
    const at = latestNow.current;
    if (!el || !board || at === null || !windowKey) return;
    const head = board.querySelector<HTMLElement>('[role="rowheader"]')?.offsetWidth ?? 0;
    el.scrollLeft = Math.max(0, (board.scrollWidth - head) * at - (el.clientWidth - head) / 3);
  }, [windowKey]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, program: Program) => {
    const move = KEY_MOVES[event.key];
    if (move) {
      event.preventDefault();
      const target = moveFocus(
        lanes,
        { channelId: program.channelId, programId: program.id },
        move,
        day,
        startHour,
      );
      if (target) {
        focusNext.current = target.programId;
        onSelect(target);
      }
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (isOnAir(program, new Date(now))) onWatch(program.channelId);
      else onSelect({ channelId: program.channelId, programId: program.id, startHour });
    }
  };

  const channelById = new Map(channels.map((c) => [c.id, c]));

  return (
    <div ref={scroller} className={cx(styles.scroller, busy && styles.busy)} aria-busy={busy || undefined}>
      <div
        ref={container}
        className={styles.board}
        style={nowAt === null ? undefined : ({ '--now': nowAt } as CSSProperties)}
      >
        <div className={styles.axis} aria-hidden="true">
          <div className={styles.corner}>{t('grid.channel')}</div>
          <div className={styles.ticks}>
            {windowHours(startHour).map((hour) => (
              <span key={hour} className={styles.tick}>
                {String(hour).padStart(2, '0')}:00
              </span>
            ))}
          </div>
        </div>
        <table id={id} aria-label={t('grid.label')} className={styles.table}>
          <tbody className={styles.body}>
            {rows.map(({ lane, blocks }) => {
              const channel = channelById.get(lane.channelId);
              if (!channel) return null;
              return (
                <tr key={lane.channelId} className={styles.row} data-testid={`epg-row-${channel.id}`}>
                  <th scope="row" className={styles.head}>
                    <ChannelLogo channel={channel} size="sm" className={styles.logo} />
                    <span className={styles.channelName}>{channel.name}</span>
                    <Link
                      to={channelLink(channel.id)}
                      className={styles.watch}
                      aria-label={t('grid.watchChannel', { name: channel.name })}
                    >
                      <PlayIcon size={12} />
                      <span>{t('grid.watch')}</span>
                    </Link>
                  </th>
                  {blocks.length === 0 ? <td className={styles.none}>{t('grid.noPrograms')}</td> : null}
                  {blocks.map((block) => (
                    <ProgramBlock
                      key={block.program.id}
                      block={block}
                      now={now}
                      tabStop={block.program.id === tabStop}
                      selected={block.program.id === selectedId}
                      onSelect={() =>
                        onSelect({
                          channelId: block.program.channelId,
                          programId: block.program.id,
                          startHour,
                        })
                      }
                      onKeyDown={(event) => onKeyDown(event, block.program)}
                    />
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
        {nowAt === null ? null : (
          <div className={styles.nowLine} aria-hidden="true" data-testid="epg-now-line">
            <span className={styles.nowLabel}>{formatTime(now)}</span>
          </div>
        )}
      </div>
    </div>
  );
}

interface ProgramBlockProps {
  block: Block;
  now: number;
  /** The grid's one tab stop. */
  tabStop: boolean;
  selected: boolean;
  onSelect: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/** One programme in the grid: a cell placed and sized by its share of the window. */
function ProgramBlock({ block, now, tabStop, selected, onSelect, onKeyDown }: ProgramBlockProps) {
  const { t } = useTranslation('channel');
  const { program, offset, width, clippedStart, clippedEnd } = block;
  const onAir = isOnAir(program, new Date(now));
  const past = Date.parse(program.endTime) <= now;
  const live = program.broadcastType === BROADCAST_TYPE.LIVE;
  const label = [
    timeRangeOf(program),
    program.title,
    onAir ? t('grid.onAirNow') : null,
    program.active ? null : t('grid.offAir'),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <td
      tabIndex={tabStop ? 0 : -1}
      aria-label={label}
      aria-current={selected || undefined}
      data-program-id={program.id}
      data-now={onAir || undefined}
      className={cx(
        styles.block,
        onAir && styles.onAir,
        past && styles.past,
        !program.active && styles.off,
        selected && styles.selected,
        clippedStart && styles.clippedStart,
        clippedEnd && styles.clippedEnd,
        width < 0.07 ? styles.tiny : width < 0.16 ? styles.narrow : null,
      )}
      style={{ '--offset': offset, '--width': width } as CSSProperties}
      onFocus={() => {
        if (!selected) onSelect();
      }}
      onClick={onSelect}
      onKeyDown={onKeyDown}
    >
      <span className={styles.time} aria-hidden="true">
        {clippedStart ? '◀ ' : ''}
        {formatTime(program.startTime)}
        {live ? <span className={styles.liveTag}>{t('broadcast.live')}</span> : null}
      </span>
      <span className={styles.title} aria-hidden="true">
        {program.title}
      </span>
    </td>
  );
}
