/**
 * 'Saldo ferie e permessi' (docs/behaviour.md, "My absences"): for each type with a balance this year, its code and
 * name, 'Residuo' in large, then 'Spettanza annua', 'Riporto anno precedente', 'Maturato', 'Goduto', 'Pianificato' and
 * 'In attesa', in the type's unit ('12 gg', '16:00 h'). No balance set: one line saying so.
 */
import { Skeleton } from 'antd';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AbsenceBalance } from '../../core/contract';
import { formatAmount } from './absence-format';
import type { MyAbsencesStore } from './my-absences.store';

const FIGURES = [
  { key: 'absences.balances.entitlement', value: (b: AbsenceBalance) => b.yearly_entitlement },
  { key: 'absences.balances.carryOver', value: (b: AbsenceBalance) => b.carry_over },
  { key: 'absences.balances.accrued', value: (b: AbsenceBalance) => b.accrued },
  { key: 'absences.balances.used', value: (b: AbsenceBalance) => b.used },
  { key: 'absences.balances.planned', value: (b: AbsenceBalance) => b.approved_future },
  { key: 'absences.balances.pending', value: (b: AbsenceBalance) => b.pending },
] as const;

export const BalancesCard = observer(function BalancesCard({ store }: { store: MyAbsencesStore }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="absence-card absence-balances" aria-labelledby={titleId}>
      <div className="absence-card__head">
        <h2 id={titleId} className="absence-card__title">
          {t('absences.balances.title')}
        </h2>
        <span className="absence-card__aside">{t('absences.balances.year', { year: String(store.year) })}</span>
      </div>
      <BalancesBody store={store} />
    </section>
  );
});

const BalancesBody = observer(function BalancesBody({ store }: { store: MyAbsencesStore }) {
  const { t } = useTranslation();
  if (!store.balancesLoaded) return <Skeleton active paragraph={{ rows: 2 }} title={false} />;
  if (store.balancesFailed) return <p className="absence-card__error" role="alert">{t('absences.balances.loadError')}</p>;
  if (store.balances.length === 0) return <p className="muted absence-card__empty">{t('absences.balances.none')}</p>;
  return (
    <ul className="plain-stack absence-balances__list">
      {store.balances.map((balance) => (
        <BalanceItem key={balance.absence_type_id} balance={balance} />
      ))}
    </ul>
  );
});

function BalanceItem({ balance }: { balance: AbsenceBalance }) {
  const { t } = useTranslation();
  const nameId = useId();
  const amount = (value: number) => formatAmount(value, balance.unit, t);
  return (
    <li className="absence-balance" aria-labelledby={nameId}>
      <div className="absence-balance__head">
        <h3 id={nameId} className="absence-balance__name">
          <span className="absence-code">{balance.code}</span> {balance.name}
        </h3>
        <p className={`absence-balance__remaining${balance.remaining < 0 ? ' absence-balance__remaining--negative' : ''}`}>
          <span>{t('absences.balances.remaining')}</span>
          <strong>{amount(balance.remaining)}</strong>
        </p>
      </div>
      <dl className="absence-balance__figures">
        {FIGURES.map(({ key, value }) => (
          <div key={key} className="absence-balance__figure">
            <dt>{t(key)}</dt>
            <dd>{amount(value(balance))}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
