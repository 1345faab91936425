/**
 * The session's success message as a toast on whatever screen follows (e.g. after a device reassociation: 'Device
 * riassociato con successo. Gli amministratori sono stati notificati.'), hidden after 4 s (docs/behaviour.md, "Errors
 * and messages").
 */
import { observer } from 'mobx-react-lite';
import { StoreToken } from './app.tokens';
import { Toast } from '../shared/toast';
import { useInjection } from '../shared/use-injection';

const SessionMessages = observer(function SessionMessages() {
  const session = useInjection(StoreToken.Session);
  return <Toast kind="success" message={session.success} onClose={session.clearSuccess} />;
});

export default SessionMessages;
