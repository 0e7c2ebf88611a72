/** Business constants from spec section 9, shared by client and server. */

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const PRIMARY_ADMIN_ID = 1;

export const PAYMENT_METHODS = ['cash', 'usdt', 'mobanking'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const isPaymentMethod = (value: unknown): value is PaymentMethod => PAYMENT_METHODS.some((method) => method === value);
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash (in-office)',
  usdt: 'USDT',
  mobanking: 'Mobile Banking',
};

/** A course's level is one of these (issue 27; the spec's examples and the free resources' levels). */
export const COURSE_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];
/** At most this many extra materials per course (beside the main download link). */
export const MAX_COURSE_MATERIALS = 20;

export const ENROLLMENT_STATUSES = ['pending', 'confirmed', 'rejected'] as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];

export const CONTACT_STATUSES = ['new', 'read', 'archived'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
/** What each status is called on the admin's screen: a message an admin has dealt with is "handled". */
export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = { new: 'new', read: 'handled', archived: 'archived' };

export const LIMITS = {
  usernameMin: 3,
  usernameMax: 50,
  fullNameMin: 2,
  fullNameMax: 100,
  passwordMin: 6,
  /** argon2 input is capped so nobody can make us hash megabytes. */
  passwordMax: 200,
  emailMax: 254,
  paymentReferenceMax: 120,
  notesMax: 2000,
  /** REST and tRPC request bodies. */
  maxBodyBytes: 1024 * 1024,
  /** Calls in one tRPC batch (server refuses more; the browser link splits at this size). */
  maxBatchSize: 10,
  /** Nesting of a JSON body: no form nests deeper than a few levels. */
  maxJsonDepth: 32,
  /**
   * Fields of one JSON object, and of a whole body (arrays of ids do not count: an export may name
   * 100,000). No schema of ours has more than a few dozen; 80,000 unknown keys were checked one by
   * one and named back in the refusal, slowing every visitor's request to ~2 s.
   */
  maxJsonObjectKeys: 200,
  maxJsonKeys: 5000,
} as const;

export const TIMINGS = {
  loginRedirectMs: 500,
  enrollmentNoticeMs: 5000,
  toastDurationMs: 5000,
  toastRemoveDelayMs: 1_000_000,
  courseListStaleMs: 5 * 60 * 1000,
} as const;

export const OFFICE_HOURS = 'Monday-Friday 9AM-5PM';

/** What the default home title says after the site's name. */
export const HOME_TITLE_TAIL = 'Learn Crypto Safely in Dominica and the Caribbean';

export const DEFAULT_COMPANY = {
  companyName: 'Dominica Crypto Education',
  companyTagline: 'Learn cryptocurrency safely, the Caribbean way',
  // No contact details until an administrator sets real ones: the site never shows invented ones.
  contactEmail: '',
  contactPhone: '',
  officeAddress: '',
} as const;

/** Every social link unset: an installation starts with none (an administrator sets the real ones). */
export const NO_SOCIAL_LINKS = {
  facebookUrl: null,
  twitterUrl: null,
  instagramUrl: null,
  youtubeUrl: null,
  telegramUrl: null,
  discordUrl: null,
} as const;

/** The home title an installation starts with (Settings > Content), naming the site as it was then. */
export const DEFAULT_HOME_TITLE = `${DEFAULT_COMPANY.companyName} | ${HOME_TITLE_TAIL}`;

export const DEFAULT_APPEARANCE = {
  primaryColor: '#3B82F6',
  secondaryColor: '#10B981',
  accentColor: '#8B5CF6',
  darkModeEnabled: true,
  logoUrl: '',
  faviconUrl: '',
} as const;

export const DISCLAIMER_TEXT =
  'Educational content only. We do not give financial or investment advice, and we never buy, sell, exchange or store cryptocurrency for anyone.';

/** The eight links of the header, in order (spec section 2). */
export const MAIN_NAV = [
  { to: '/', label: 'Home' },
  { to: '/education', label: 'Education' },
  { to: '/guides', label: 'Guides' },
  { to: '/security', label: 'Security' },
  { to: '/caribbean-focus', label: 'Caribbean Focus' },
  { to: '/community', label: 'Community' },
  { to: '/legal', label: 'Legal' },
  { to: '/contact', label: 'Contact' },
] as const;

/**
 * The refusal of anything that needs an account, said by the server (401) and recognised by the
 * toaster, which then offers a "Sign in" button that comes back to the page.
 */
export const SIGN_IN_REQUIRED = 'Please sign in to continue.';
