/** 'Le mie assenze' (docs/behaviour.md, "My absences"): its store, one per visit, bound by the 'absences' area (lazy-chunk.tsx). */
import { token } from '../shared/token';
import type { MyAbsencesStore } from './my-absences.store';

export const AbsencesToken = {
  MyAbsencesStore: token<MyAbsencesStore>('MyAbsencesStore'),
} as const;
