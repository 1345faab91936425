/**
 * The thinning of antd's styles for jsdom (antd-hiding-styles.ts): what hides an element must stay, or role queries
 * would find hidden tab panes and closed dropdowns; the rest goes.
 */
import { hidingRulesOf } from './antd-hiding-styles';

describe("antd's styles as jsdom gets them", () => {
  it('keeps the rules that hide, with their selectors, and drops the others', () => {
    const css =
      '.ant-tabs-tabpane-hidden{display:none;}.ant-btn{color:red;padding:4px 15px;}' +
      '.ant-select-dropdown-hidden{display: none !important}.ant-tooltip-hidden{visibility:hidden}' +
      '.ant-fade-leave{opacity:0;}.ant-fade-enter{opacity:0.5}';
    expect(hidingRulesOf(css)).toBe(
      '.ant-tabs-tabpane-hidden{display:none;}.ant-select-dropdown-hidden{display: none !important}' +
        '.ant-tooltip-hidden{visibility:hidden}.ant-fade-leave{opacity:0;}',
    );
  });

  it('keeps a hiding rule inside @media or @layer, drops @keyframes and the blocks left empty', () => {
    const css =
      '@layer antd;@layer antd{.a{display:none}.b{margin:0}}@media (max-width: 575px){.c{visibility:collapse}.d{width:1px}}' +
      '@media print{.e{color:#000}}@keyframes spin{from{opacity:0}to{opacity:1}}';
    expect(hidingRulesOf(css)).toBe('@layer antd{.a{display:none}}@media (max-width: 575px){.c{visibility:collapse}}');
  });

  it('is not fooled by a property that only ends like display', () => {
    expect(hidingRulesOf('.x{grid-template-areas:none;--display:none}.y{min-opacity:0}')).toBe('');
  });
});
