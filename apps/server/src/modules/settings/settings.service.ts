import type { Clock } from '../../clock.js';
import type { ScoreSettings } from './settings.repo.js';

/** GET/PUT /score/on: the member's score display setting (default on). */
export function createSettingsService({ scores, clock }: { scores: ScoreSettings; clock: Clock }) {
  return {
    scoreOn: (userId: number) => scores.isOn(userId),
    setScoreOn: (userId: number, on: boolean) => scores.set(userId, on, clock.now()),
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
