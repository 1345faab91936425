import { useNavigate } from '../app/navigation';

/** Back to /dashboard with state from=/timesheets, so the dashboard refreshes (docs/behaviour.md, "Navigation"). */
export function useBackToDashboard(): () => void {
  const navigate = useNavigate();
  return () => navigate('/dashboard', { state: { from: '/timesheets' } });
}
