import { startMailbox } from './mailbox';

export default function globalSetup() {
  return startMailbox();
}
