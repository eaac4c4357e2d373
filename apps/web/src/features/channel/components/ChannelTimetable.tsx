import { type Channel, isOnAir } from '@kickoff/contract';
import { useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { QueryState } from '../../../core/QueryState.js';
import { useTranslation } from '../../../i18n/react.js';
import { CalendarIcon, ClockIcon } from '../../../ui/icons.js';
import { Button, EmptyState, Tabs } from '../../../ui/index.js';
import { SectionHead } from '../../../ui/SectionHead.js';
import { channelLink } from '../../catalogue/index.js';
import { useProgramDay } from '../api/use-program-day.js';
import { useTimetableParams } from '../hooks/use-timetable-params.js';
import {
  epgDays,
  type FocusTarget,
  lanesOf,
  overlaps,
  WINDOW_HOURS,
  WINDOW_STARTS,
  windowAt,
  windowRange,
} from '../timetable.js';
import styles from './ChannelTimetable.module.css';
import { DayPicker } from './DayPicker.js';
import { ProgramPanel } from './ProgramPanel.js';
import { TimetableGrid } from './TimetableGrid.js';

const hh = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * The EPG: day picker, the six 4-hour window tabs (the one holding now chosen by default), the grid
 * and the chosen programme's details. Day and window live in the URL (see useTimetableParams).
 */
export function ChannelTimetable({ channels, now }: { channels: Channel[]; now: number }) {
  const { t } = useTranslation(['channel', 'errors']);
  const navigate = useNavigate();
  const gridId = useId();
  const { today, day, startHour, show } = useTimetableParams(now);
  const programDay = useProgramDay(day);
  const [chosen, setChosen] = useState<FocusTarget | null>(null);
  const current = windowAt(new Date(now));
  const showingNow = day === current.day && startHour === current.startHour;

  // while another day loads, the grid keeps showing the day it has (dimmed)
  const shownDay = programDay.data?.date ?? day;
  const lanes = useMemo(
    () =>
      lanesOf(
        channels.map((c) => c.id),
        programDay.data?.list ?? [],
      ),
    [channels, programDay.data],
  );

  // the chosen programme, or by default the first one on air in the window shown
  const range = windowRange(shownDay, startHour);
  const programs = lanes.flatMap((lane) => lane.programs);
  const selected =
    (chosen && programs.find((p) => p.id === chosen.programId)) ??
    programs.find((p) => overlaps(p, range) && isOnAir(p, new Date(now))) ??
    null;

  const select = (target: FocusTarget) => {
    setChosen(target);
    if (target.startHour !== startHour) show({ startHour: target.startHour });
  };

  const windowTabs = WINDOW_STARTS.map((hour) => ({
    key: String(hour),
    label: (
      <span className={styles.windowLabel}>
        {hh(hour)}–{hh(hour + WINDOW_HOURS)}
        {day === current.day && hour === current.startHour ? (
          <>
            <span className={styles.nowDot} aria-hidden="true" />
            <span className="visually-hidden">{t('windows.now')}</span>
          </>
        ) : null}
      </span>
    ),
  }));

  const body = (
    <QueryState
      query={programDay}
      pending={<div className={styles.skeleton} role="status" aria-label={t('grid.loading')} />}
      isEmpty={() => programs.length === 0 && !programDay.isPlaceholderData}
      empty={
        <EmptyState
          icon={<CalendarIcon size={28} />}
          message={t('grid.emptyDay')}
          description={t('grid.emptyHint')}
        />
      }
    >
      {() => (
        <div className={styles.layout}>
          <div className={styles.gridColumn}>
            <TimetableGrid
              id={gridId}
              channels={channels}
              lanes={lanes}
              day={shownDay}
              startHour={startHour}
              now={now}
              selectedId={selected?.id ?? null}
              onSelect={select}
              onWatch={(channelId) => navigate(channelLink(channelId))}
              busy={programDay.isPlaceholderData}
            />
            <p className={styles.keys}>{t('grid.keysHint')}</p>
          </div>
          <ProgramPanel
            program={selected}
            channel={channels.find((c) => c.id === selected?.channelId)}
            now={now}
          />
        </div>
      )}
    </QueryState>
  );

  return (
    <section className={styles.timetable} aria-labelledby={`${gridId}-title`}>
      <SectionHead
        id={`${gridId}-title`}
        title={t('timetable.title')}
        tools={
          showingNow ? null : (
            <Button
              variant="secondary"
              size="sm"
              icon={<ClockIcon size={15} />}
              onClick={() => {
                setChosen(null);
                show({ day: current.day, startHour: current.startHour });
              }}
            >
              {t('timetable.backToNow')}
            </Button>
          )
        }
      />
      <DayPicker
        days={epgDays(today)}
        today={today}
        value={day}
        onChange={(next) => {
          setChosen(null);
          show({ day: next });
        }}
      />
      <Tabs
        items={windowTabs}
        value={String(startHour)}
        onChange={(key) => show({ startHour: Number(key) })}
        ariaLabel={t('windows.label')}
        panelId={() => gridId}
        variant="pill"
        className={styles.windows}
      />
      {body}
    </section>
  );
}
