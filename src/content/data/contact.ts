/** The help text around the contact form: what we can and cannot do, so people write to the right place. */
export interface ContactTopic {
  question: string;
  answer: string;
}

// Nothing here describes the operator (who they are, where, what they accept): that comes from the settings (issue 28).
export const contactIntro =
  'Write about courses, payments, your account or anything you read on this site; the reply goes to the email address you give. Nobody from this site will ask for your seed phrase, private keys or passwords, and lost or stolen funds cannot be recovered from here.';

export const contactTopics: ContactTopic[] = [
  {
    question: 'Paying for a course',
    answer:
      'Choose a course and one of the payment methods offered on your profile (only the methods this site accepts are listed there). Your enrollment shows as pending until an administrator confirms the payment; then the course materials unlock on your profile. If you have paid and your enrollment is still pending, send us a message with the course name and the payment reference, never a password.',
  },
  {
    question: 'Questions about a lesson or guide',
    answer:
      'If something in a lesson is unclear, or you think a fact is out of date (fees and platform rules change often), tell us the page and what you noticed. We review every page and show the date of the last review at the top.',
  },
  {
    question: 'What we cannot do',
    answer:
      'We do not buy, sell, exchange or store crypto for anyone, and we do not give financial, investment, tax or legal advice. We cannot tell you what to buy, and we cannot reverse a transaction or contact an exchange on your behalf.',
  },
  {
    question: 'If you have been scammed',
    answer:
      'Stop sending money, keep the evidence (chats, addresses, transaction IDs), contact your bank or mobile money provider and the exchange involved at once, and report it to the Commonwealth of Dominica Police Force. Be wary of anyone who then offers to recover your funds for a fee: that is a second scam. Our page on common scams explains each step.',
  },
];
