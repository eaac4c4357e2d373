import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../ui/icons.js';
import { Artwork } from '../../catalogue/index.js';
import styles from './DetailHero.module.css';

export interface DetailHeroProps {
  colors: readonly [string, string];
  /** Big faint text in the art. */
  mark: string;
  /** Where the page sits: the list it belongs to. */
  back: { label: string; to: string };
  kicker: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Small facts under the description (episode count, latest date …). */
  facts: ReactNode[];
  actions?: ReactNode;
  /** A filter bar or tabs under the header. */
  children?: ReactNode;
}

/** The header of a detail list: the programme's (or theme's, league's) art beside its title and facts. */
export function DetailHero({
  colors,
  mark,
  back,
  kicker,
  title,
  description,
  facts,
  actions,
  children,
}: DetailHeroProps) {
  return (
    <header className={styles.hero} style={{ '--hero-a': colors[0], '--hero-b': colors[1] } as CSSProperties}>
      <div className={styles.inner}>
        <Artwork colors={colors} mark={mark} className={styles.art} />
        <div className={styles.text}>
          <nav className={styles.crumb}>
            <Link to={back.to}>{back.label}</Link>
            <ChevronRightIcon size={14} />
          </nav>
          <p className={styles.kicker}>{kicker}</p>
          <h1 className={styles.title}>{title}</h1>
          {description ? <p className={styles.description}>{description}</p> : null}
          <ul className={styles.facts}>
            {facts.map((fact, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of facts
              <li key={i}>{fact}</li>
            ))}
          </ul>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      </div>
      {children ? <div className={styles.extra}>{children}</div> : null}
    </header>
  );
}
