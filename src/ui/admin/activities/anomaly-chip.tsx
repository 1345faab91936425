import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { activityAnomalyChip } from '../../../core/domain';

const COLORS = { anomaly: 'red', offsite: 'orange', normal: 'green' } as const;

/** 'Anomalia' / 'Fuori Sede' / 'Normale' (docs/behaviour.md, "Admin activities"): the word carries the meaning, the colour repeats it. */
export function AnomalyChip({ activity }: { activity: { has_location_anomaly: boolean; location: string } }) {
  const { t } = useTranslation();
  const chip = activityAnomalyChip(activity);
  return <Tag color={COLORS[chip]}>{t(`admin.activities.chip.${chip}`)}</Tag>;
}
