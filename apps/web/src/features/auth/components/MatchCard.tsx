import styles from './MatchCard.module.css';

/**
 * The hero's decoration: a live scoreboard of a fictional match, drawn in CSS (no images). Hidden
 * from assistive technology: it shows what the service looks like, not content.
 */
export function MatchCard({ className }: { className?: string }) {
  return (
    <div className={`${styles.card} ${className ?? ''}`} aria-hidden="true">
      <div className={styles.top}>
        <span className={styles.live}>
          <span className={styles.dot} />
          LIVE
        </span>
        <span className={styles.round}>MATCHDAY 12</span>
        <span className={styles.hd}>1080p60</span>
      </div>
      <div className={styles.score}>
        <Team name="AOBA" colors={['#19e28c', '#0b3d2a']} />
        <div className={styles.numbers}>
          <span>2</span>
          <span className={styles.dash}>–</span>
          <span>1</span>
        </div>
        <Team name="MINATO" colors={['#4aa8ff', '#10294a']} />
      </div>
      <div className={styles.clock}>78:12</div>
      <div className={styles.timeline}>
        <span className={styles.progress} />
        <span className={styles.event} style={{ left: '24%' }} />
        <span className={styles.event} style={{ left: '51%' }} data-away />
        <span className={styles.event} style={{ left: '69%' }} />
      </div>
      <div className={styles.foot}>
        <span className={styles.chat}>
          <span className={styles.bubble} />
          <span className={styles.bubble} />
          <span className={styles.bubble} />
        </span>
        <span className={styles.viewers}>
          <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
            <path
              d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
            <circle cx="12" cy="12" r="3" fill="currentColor" />
          </svg>
          12,480
        </span>
      </div>
    </div>
  );
}

function Team({ name, colors }: { name: string; colors: [string, string] }) {
  return (
    <div className={styles.team}>
      <svg viewBox="0 0 40 46" className={styles.crest} aria-hidden="true">
        <path
          d="M20 2 37 8v14c0 11-7.5 18.5-17 22C10.5 40.5 3 33 3 22V8z"
          fill={colors[1]}
          stroke={colors[0]}
          strokeWidth="2.5"
        />
        <path d="M12 16h16M12 23h16M15 30h10" stroke={colors[0]} strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className={styles.teamName}>{name}</span>
    </div>
  );
}
