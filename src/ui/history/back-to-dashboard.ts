import { useNavigate } from '../app/navigation';

/** Back to /dashboard with state from=/timesheets, so the dashboard refreshes (spec §2). */
export function useBackToDashboard(): () => void {
  const navigate = useNavigate();
  return () => navigate('/dashboard', { state: { from: '/timesheets' } });
}
