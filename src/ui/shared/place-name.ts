/**
 * The server names the place of an off-site punch 'Unknown' (the core's OFFSITE_LOCATION_NAME): screens show the
 * catalogue's 'Fuori sede' instead of that English word. Other names pass through unchanged, empty stays empty.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { OFFSITE_LOCATION_NAME } from '../../core/domain';

export function usePlaceName(): (name: string) => string {
  const { t } = useTranslation();
  return useCallback((name: string) => (name === OFFSITE_LOCATION_NAME ? t('place.offsite') : name), [t]);
}
