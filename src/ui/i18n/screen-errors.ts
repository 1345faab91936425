/**
 * The refusals only the signed-in screens meet ('errors.*': the users form, correction requests, schedules, absences,
 * the month's close): their Italian texts travel with the chunks that can show them ('Pannello Amministratore',
 * 'Attività', 'Le mie ore', 'Le mie assenze'), not in the first load, whose JavaScript has a budget
 * (docs/behaviour.md, "First load"). Never imported by the entry: screen-texts.ts adds them when such a chunk renders.
 */
import screenErrors from './it/screen-errors.json';

export const SCREEN_ERRORS = { errors: screenErrors };
