/**
 * 'Le mie assenze' from 'Le mie ore' (docs/behaviour.md, "My hours", "My absences"): a day missing hours is often an
 * absence to ask for, and the balances are one tap away.
 */
import { Button } from 'antd';
import { CalendarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../app/navigation';

export function AbsencesLink() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button size="large" className="my-hours__absences-link" icon={<CalendarOutlined aria-hidden />} onClick={() => navigate('/absences')}>
      {t('hours.absences.link')}
    </Button>
  );
}
