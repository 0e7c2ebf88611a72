import { errorMessage } from '../../lib/trpc-errors';
import { toast } from '../toast/toast-store';

export const savedToast = (section: string) =>
  toast({ title: 'Settings updated', description: `${section} settings have been updated successfully.` });
export const failedToast = (error: unknown) =>
  toast({ title: 'Failed to update settings', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
