import { readFileSync, readdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './scripts/chromium';
const PW_DISABLED = 'AvoidUnnecessaryBeforeUnloadCheckSync,DestroyProfileOnBrowserClose,HttpsUpgrades,HttpsFirstBalancedModeAutoEnable,LensOverlay,MediaRouter,PaintHolding,ThirdPartyStoragePartitioning,AvoidCorsURLLoaderRestartOnRedirect,TcpPortRandomizationWin,OptimizationHints,NetworkTimeServiceQuerying,AimEnabled,PreconnectToSearch,msForceBrowserSignIn,msEdgeUpdateLaunchServicesPreferredVersion';
function chromiumCpu(): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('chromium')) continue;
      const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(f[11]) + Number(f[12]);
    } catch {}
  }
  return ticks / 100;
}
async function run(label: string, extra: string[]) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS, ...extra], headless: true });
  const c0 = chromiumCpu();
  for (let i = 0; i < 4; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('data:text/html,<h1>hi</h1>');
    await page.waitForTimeout(2500);
    await context.close();
  }
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = (await cdp.send('Target.getTargets')) as any;
  console.log(label, 'chromium CPU over 4 contexts × 2.5 s idle:', (chromiumCpu() - c0).toFixed(2), 's; targets', targetInfos.map((t: any) => t.type).join(','));
  await browser.close();
}
(async () => {
  for (let r = 0; r < 2; r++) {
    await run('default', []);
    await run('no webui omnibox', [`--disable-features=${PW_DISABLED},WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup`]);
  }
})();
