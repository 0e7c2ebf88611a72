import { island } from '../../islands/island';

/** The tab buttons (an island); pair with <TabPanel> for each panel. */
export const Tabs = island('tabs');
