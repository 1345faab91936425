/** 'Le mie ore' (docs/behaviour.md, "My hours"): its store, one per visit, bound by the 'hours' area (lazy-chunk.tsx). */
import { token } from '../shared/token';
import type { MyHoursStore } from './my-hours.store';

export const HoursToken = {
  MyHoursStore: token<MyHoursStore>('MyHoursStore'),
} as const;
