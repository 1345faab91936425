import { IN_MEMORY, loadConfig } from '../../server/config';

const trustProxyOf = (value: string | undefined) => loadConfig({ DATA_DIR: IN_MEMORY, TRUST_PROXY: value }).trustProxy;

describe('TRUST_PROXY', () => {
  it('is off when unset or false', () => {
    for (const value of [undefined, '', 'false', 'no', 'off', '0']) expect(trustProxyOf(value)).toBe(false);
  });

  it('trusts every proxy when true', () => {
    for (const value of ['true', 'TRUE', 'yes', 'on']) expect(trustProxyOf(value)).toBe(true);
  });

  it('reads a plain integer as a hop count: the N nearest proxies are trusted (not the address 0.0.0.1)', () => {
    const one = trustProxyOf('1');
    const two = trustProxyOf(' 2 ');
    if (typeof one !== 'function' || typeof two !== 'function') throw new Error(`expected trust functions, got ${String(one)} ${String(two)}`);
    // proxy-addr asks hop by hop: 0 is the socket's peer, 1 the address it forwarded for, …
    expect([0, 1, 2].map((hop) => one('192.0.2.1', hop))).toEqual([true, false, false]);
    expect([0, 1, 2].map((hop) => two('192.0.2.1', hop))).toEqual([true, true, false]);
  });

  it('passes addresses and CIDRs through as a list', () => {
    expect(trustProxyOf('127.0.0.1')).toBe('127.0.0.1');
    expect(trustProxyOf('127.0.0.1,10.0.0.0/8')).toBe('127.0.0.1,10.0.0.0/8');
    expect(trustProxyOf('::1')).toBe('::1');
  });

  it('refuses an absurd hop count with a message naming the variable', () => {
    expect(() => trustProxyOf('1000')).toThrow(/TRUST_PROXY/);
  });
});
