import type { Locator, Page } from 'playwright-core';

/**
 * Small assertion helpers over playwright-core (which, unlike @playwright/test, has no `expect`):
 * each waits for what the user would see and fails with a message that says what was missing.
 */

type Scope = Page | Locator;

/** Waits until `text` (exact, whitespace-normalised; or a RegExp) is visible inside `scope`; returns it. */
export async function see(scope: Scope, text: string | RegExp, timeout?: number): Promise<Locator> {
  // A hidden twin (an inactive tab, a closed drawer) must not hide the visible one.
  const target = scope.getByText(text, { exact: typeof text === 'string' }).filter({ visible: true }).first();
  try {
    await target.waitFor({ state: 'visible', timeout });
  } catch (error) {
    throw new Error(`expected to see ${describe(text)}: ${firstLine(error)}`);
  }
  return target;
}

/** Waits until no visible element shows `text` inside `scope`. */
export async function seeNoMore(scope: Scope, text: string | RegExp, timeout?: number): Promise<void> {
  const targets = scope.getByText(text, { exact: typeof text === 'string' });
  await eventually(`${describe(text)} to disappear`, async () => {
    for (const target of await targets.all()) if (await target.isVisible()) return false;
    return true;
  }, timeout);
}

/**
 * Waits until nothing in `scope` is busy: antd's loading tables and spinners say `aria-busy="true"` while they lay their
 * overlay over the rows, and that overlay takes any press (a person waits for the spinner to go before they tap).
 */
export async function notBusy(scope: Scope, timeout?: number): Promise<void> {
  try {
    await scope.locator('[aria-busy="true"]').first().waitFor({ state: 'detached', timeout });
  } catch (error) {
    throw new Error(`expected nothing busy: ${firstLine(error)}`);
  }
}

/** Polls `probe` until it returns true (or a value passing `check`), failing with `what` after `timeout`. */
export async function eventually(what: string, probe: () => Promise<boolean>, timeout = 20_000): Promise<void> {
  const deadline = Date.now() + timeout;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      if (await probe()) return;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out after ${timeout} ms waiting for ${what}${lastError ? ` (last error: ${firstLine(lastError)})` : ''}`);
}

/**
 * Selects the tab named `name` (the admin panel's, a dialog's): on a phone the panel's tabs slide along a bar, where a
 * click while it slides may land beside the tab, so it clicks until the tab says it is selected.
 */
export async function selectTab(scope: Scope, name: string | RegExp): Promise<void> {
  const tab = scope.getByRole('tab', { name });
  await eventually(`the tab ${String(name)} selected`, async () => {
    await tab.click();
    return (await tab.getAttribute('aria-selected')) === 'true';
  });
}

/** Waits until the page's path (without query) is `path`. */
export async function onPath(page: Page, path: string, timeout = 20_000): Promise<void> {
  await eventually(`the URL path ${path} (now ${new URL(page.url()).pathname})`, async () => new URL(page.url()).pathname === path, timeout);
}

/** A button by its exact accessible name. */
export function button(scope: Scope, name: string | RegExp): Locator {
  return scope.getByRole('button', { name, exact: typeof name === 'string' });
}

/**
 * The open antd dialog whose title is `title`. A click inside waits until the dialog has finished zooming open (every
 * page of the suite holds pointer events off a dialog in motion: support/dialog-motion.ts says why).
 */
export function dialog(page: Page, title: string | RegExp): Locator {
  return page.getByRole('dialog', { name: title });
}

/** A card whose heading is `title`: antd's on the antd screens, the light kit's on the phone's dashboard (titles are h2). */
export function card(page: Page, title: string): Locator {
  return page.locator('.ant-card, .kit-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

/**
 * A form control by its label, which the admin dialogs write as 'Nome' plus an aria-hidden ' *' when required.
 */
export function field(scope: Scope, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${escapeRegExp(label)}( \\*)?$`));
}

/**
 * Types a time into 'Modifica Data/Ora': 'Data' as DD/MM/YYYY (the Italian date field, taken on Enter) and 'Ora' as
 * HH:MM (24 hours), whatever the browser's language.
 */
export async function fillDayAndTime(scope: Scope, when: { day: string; time: string }): Promise<void> {
  await typeDay(field(scope, 'Data'), when.day);
  await field(scope, 'Ora').fill(when.time);
}

/**
 * Types `shown` (DD/MM/YYYY) into an Italian date field and takes it with Enter, as a person does: the field is
 * clicked and its calendar has finished opening first. An Enter pressed while the calendar is still growing out of
 * the field (milliseconds after the focus, which only a script manages) is lost and the field keeps its old day.
 */
export async function typeDay(input: Locator, shown: string): Promise<void> {
  await openCalendarOf(input);
  await input.fill(shown);
  await input.press('Enter');
  await eventually(`the date field reads ${shown}`, async () => (await input.inputValue()) === shown);
}

/** An Italian date field's calendar that is shown, or still closing (antd hides a closed one, it does not remove it). */
const SHOWN_CALENDAR = '.date-field-popup:not(.ant-picker-dropdown-hidden)';

/** The open calendar of an Italian date field (one is open at a time). */
export function openCalendar(page: Page): Locator {
  return page.locator(SHOWN_CALENDAR);
}

/**
 * Clicks a date field and waits until its calendar has finished growing out of it; returns the calendar. A click
 * that opened none (seen once with both cores busy: the field took the focus, no calendar came in 20 s) is made
 * again 3 s later, as a person taps again a field that did not answer. Another field's calendar still closing (a day
 * was just picked in it) is not this one.
 */
export async function openCalendarOf(input: Locator): Promise<Locator> {
  const coming = input.page().locator(`${SHOWN_CALENDAR}:not([class*="-leave"])`);
  await input.click();
  let clickedAt = Date.now();
  await eventually('a calendar to open under the field', async () => {
    if ((await coming.count()) > 0) return true;
    if (Date.now() - clickedAt > 3_000) {
      await input.click();
      clickedAt = Date.now();
    }
    return false;
  });
  if (!(await untilStill(coming, 5_000))) throw new Error('the calendar did not finish opening within 5 s');
  return coming;
}

/**
 * The visible data rows of antd tables (not the hidden measuring row, nor the tables of inactive tabs), or
 * those containing `text`.
 */
export function tableRows(scope: Scope, text?: string): Locator {
  const rows = scope.locator('.ant-table-tbody tr.ant-table-row:visible');
  return text === undefined ? rows : rows.filter({ hasText: text });
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function describe(text: string | RegExp): string {
  return typeof text === 'string' ? `'${text}'` : String(text);
}

function firstLine(error: unknown): string {
  return String(error instanceof Error ? error.message : error).split('\n')[0] ?? '';
}

/** The option lists of antd Selects that are shown and not closing (antd hides a closed list, it does not remove it). */
const SHOWN_OPTION_LIST = '.ant-select-dropdown:not(.ant-select-dropdown-hidden):not([class*="-leave"])';

/**
 * Picks the option `label` of an antd Select (its options render in a popup list outside the control), and waits until
 * the control shows it chosen; an option already chosen is left as it is.
 */
export function chooseOption(page: Page, select: Locator, label: string): Promise<void> {
  return setOption(page, select, label, true);
}

/** Takes the option `label` off a multiple Select (a click on a chosen option), and waits until its tag is gone. */
export function unchooseOption(page: Page, select: Locator, label: string): Promise<void> {
  return setOption(page, select, label, false);
}

/**
 * Clicks the option `label` until the control shows it `chosen` or not. The option is clicked once its list has
 * finished sliding in: a click on a list still moving was seen lost with both cores busy (the option under the
 * pointer, nothing chosen). A click that did not take is made again, as a person picks again.
 */
async function setOption(page: Page, select: Locator, label: string, chosen: boolean): Promise<void> {
  const list = page.locator(SHOWN_OPTION_LIST);
  const option = list.locator('.ant-select-item-option').filter({ hasText: new RegExp(`^${escapeRegExp(label)}$`) });
  // The control that `select` (its search input) belongs to: antd titles what it shows chosen with the option's label
  // (the single choice's content, or each tag of a multiple one).
  const control = select.locator('xpath=ancestor::div[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');
  const title = `[title=${JSON.stringify(label)}]`;
  const shown = control.locator(['.ant-select-content', '.ant-select-content-value', '.ant-select-selection-item'].map((item) => item + title).join(', '));
  const done = async () => ((await shown.count()) > 0) === chosen;
  await eventually(`the option '${label}' ${chosen ? 'chosen' : 'taken off'}`, async () => {
    if (await done()) return true;
    if ((await list.count()) === 0) await select.click();
    await option.first().waitFor({ timeout: 5_000 });
    await untilStill(list.first(), 2_000); // past that a person clicks anyway
    await option.first().click({ timeout: 5_000 });
    await eventually('the choice shown', done, 2_000).catch(() => undefined);
    return done();
  });
}

/**
 * Waits until an antd popup has no entering motion class left (rc-motion's `-enter`/`-appear`); false if it still moves
 * after `timeout` ms. The class is read with a short timeout: a read that waits longer than the whole wait would hide
 * the deadline.
 */
async function untilStill(popup: Locator, timeout: number): Promise<boolean> {
  const still = async () => !/-(enter|appear)/.test((await popup.getAttribute('class', { timeout: 1_000 })) ?? 'enter');
  return eventually('the popup to stop moving', still, timeout).then(
    () => true,
    () => false,
  );
}
