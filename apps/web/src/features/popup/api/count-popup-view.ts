import { call } from '../../../core/call.js';

/** GET /popup/{id}/count: one view of a popup shown. Spec §8: a failure is only logged. */
export async function countPopupView(id: number): Promise<void> {
  try {
    await call('popups.count', { params: { id } });
  } catch (error) {
    console.warn('popup view not counted', id, error);
  }
}
