import { readFileSync, readdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './scripts/chromium';
const PW_DISABLED = 'AvoidUnnecessaryBeforeUnloadCheckSync,DestroyProfileOnBrowserClose,HttpsUpgrades,HttpsFirstBalancedModeAutoEnable,LensOverlay,MediaRouter,PaintHolding,ThirdPartyStoragePartitioning,AvoidCorsURLLoaderRestartOnRedirect,TcpPortRandomizationWin,OptimizationHints,NetworkTimeServiceQuerying,AimEnabled,PreconnectToSearch,msForceBrowserSignIn,msEdgeUpdateLaunchServicesPreferredVersion';
function perProcess(): Map<string, number> {
  const m = new Map<string, number>();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmd.includes('chromium')) continue;
      const type = /--type=([a-z-]+)/.exec(cmd)?.[1] ?? 'browser';
      const extra = cmd.includes('top-chrome-webui') ? ' webui' : '';
      const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      m.set(`${pid} ${type}${extra}`, (Number(f[11]) + Number(f[12])) / 100);
    } catch {}
  }
  return m;
}
async function run(label: string, extra: string[]) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS, ...extra], headless: true });
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('data:text/html,<h1>hi</h1>');
  await page.waitForTimeout(1000);
  const a = perProcess();
  await page.waitForTimeout(5000);
  const b = perProcess();
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = (await cdp.send('Target.getTargets')) as any;
  console.log(label, 'targets:', targetInfos.map((t: any) => t.url.slice(0, 40)).join(' | '));
  for (const [k, v] of b) console.log('   ', k, 'CPU in 5 s idle:', (v - (a.get(k) ?? 0)).toFixed(2));
  await browser.close();
}
(async () => {
  await run('default', []);
  await run('no webui omnibox', [`--disable-features=${PW_DISABLED},WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup`]);
})();
