/** Turns the core's DisplayMessage (an i18n key with parameters) into Italian text. */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { DisplayMessage } from '../../core/domain';

export function useDisplayText(): (message: DisplayMessage) => string {
  const { t } = useTranslation();
  return useCallback((message: DisplayMessage) => t(message.key, message.params ?? {}), [t]);
}
