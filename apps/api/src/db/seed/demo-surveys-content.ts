import type { TSurveyContentInput, TSurveyKind } from '@guestloop/contracts';

/**
 * The demo café's published survey, e-NPS survey and quiz, in English: what a guest, an employee
 * and a trainee barista are asked. The guest survey uses every question type once or more and
 * asks "What went wrong?" only after a low overall rating.
 */

export interface DemoSurvey {
  kind: TSurveyKind;
  slug: string;
  title: string;
  content: TSurveyContentInput;
}

const choices = (pairs: [string, string][]) => pairs.map(([id, label]) => ({ id, label }));

const VISIT: DemoSurvey = {
  kind: 'survey',
  slug: 'linden-visit',
  title: 'How was your visit?',
  content: {
    subTitle: 'Two minutes to tell us about your time at Linden Café',
    structureTitle: 'Linden Café',
    settings: {
      welcomePage:
        'Thank you for stopping by! Every answer is read by our team, and the good and the bad both shape next week’s menu and rota.',
      begin: 'Only the first two questions are required.',
      after: 'Thank you! We read every answer, and we will get back to you if you left your contacts.',
      expire: 'This survey is closed. Thank you for your interest!',
    },
    questions: [
      {
        id: 'occasion',
        type: 'select_single',
        title: 'What brought you in today?',
        required: true,
        answers: choices([
          ['breakfast', 'Breakfast or brunch'],
          ['lunch', 'Lunch'],
          ['coffee', 'Coffee and cake'],
          ['dinner', 'Dinner'],
          ['work', 'Working or studying'],
        ]),
      },
      {
        id: 'overall',
        type: 'rate',
        title: 'How would you rate your visit overall?',
        required: true,
        data: { options: { min: 1, max: 5, labels: { min: 'Poor', max: 'Excellent' } } },
      },
      {
        id: 'went-wrong',
        type: 'text_long',
        title: 'We are sorry. What went wrong?',
        subTitle: 'The manager on duty reads this today.',
        visibility: { action: 'show', conditions: [{ questionId: 'overall', op: 'lte', value: 2 }] },
        data: { placeholder: 'Tell us what happened', options: { maxLength: 2000 } },
      },
      {
        id: 'ordered',
        type: 'checkboxes',
        title: 'What did you have?',
        answers: choices([
          ['coffee', 'Coffee or tea'],
          ['pastry', 'Pastries'],
          ['breakfast', 'A breakfast dish'],
          ['main', 'A main course'],
          ['dessert', 'Dessert'],
          ['wine', 'Wine or beer'],
        ]),
      },
      {
        id: 'seat',
        type: 'select_single_card',
        title: 'Where did you sit?',
        answers: choices([
          ['hall', 'Main hall'],
          ['bar', 'At the bar'],
          ['terrace', 'Garden terrace'],
          ['takeaway', 'Takeaway'],
        ]),
      },
      {
        id: 'heard',
        type: 'dropdown',
        title: 'How did you first hear about us?',
        data: { placeholder: 'Choose one' },
        answers: choices([
          ['passing', 'Walking past'],
          ['friends', 'Friends or family'],
          ['instagram', 'Instagram'],
          ['maps', 'Google Maps'],
          ['tripadvisor', 'Tripadvisor'],
          ['other', 'Somewhere else'],
        ]),
      },
      {
        id: 'wishlist',
        type: 'select_multiple',
        title: 'What would you like to see on our menu?',
        subTitle: 'Pick up to two.',
        data: { options: { maxSelected: 2 } },
        answers: choices([
          ['vegan', 'More vegan dishes'],
          ['gluten-free', 'Gluten-free cakes'],
          ['brunch', 'Weekday brunch'],
          ['cocktails', 'Evening cocktails'],
          ['kids', 'A children’s menu'],
        ]),
      },
      {
        id: 'recommend',
        type: 'rate_enps',
        title: 'How likely are you to recommend Linden Café to a friend?',
        data: { options: { labels: { min: 'Not at all likely', max: 'Extremely likely' } } },
      },
      {
        id: 'party',
        type: 'text_number',
        title: 'How many of you came?',
        data: { placeholder: 'e.g. 2', options: { min: 1, max: 30, integer: true } },
      },
      {
        id: 'favourite',
        type: 'text_short',
        title: 'Which dish or drink did you enjoy most?',
        data: { placeholder: 'e.g. the cardamom bun', options: { maxLength: 200 } },
      },
      { id: 'visit-date', type: 'date_only', title: 'When did you visit?' },
      { id: 'arrived', type: 'time_only', title: 'Roughly what time did you arrive?' },
      {
        id: 'email',
        type: 'text_email',
        title: 'Your email, if you would like a reply',
        subTitle: 'Used only to answer you.',
        data: { placeholder: 'name@example.com' },
      },
      {
        id: 'phone',
        type: 'text_phone_number',
        title: 'Or a phone number we may call',
        data: { placeholder: '+44 7700 900000' },
      },
      {
        id: 'post',
        type: 'text_url',
        title: 'Did you post about us? Paste the link',
        data: { placeholder: 'https://' },
      },
    ],
  },
};

const TEAM_PULSE: DemoSurvey = {
  kind: 'enps',
  slug: 'linden-team-pulse',
  title: 'Team pulse',
  content: {
    subTitle: 'A monthly, anonymous check-in for the Linden Café team',
    structureTitle: 'Linden Café',
    settings: {
      welcomePage:
        'Three quick questions about working here. No answer is linked to your name, and results are shown only once enough of the team has answered.',
      begin: 'It takes about a minute.',
      after: 'Thank you! Your answers were saved anonymously.',
      expire: 'This month’s pulse is closed. See you next month!',
    },
    questions: [
      {
        id: 'recommend',
        type: 'rate_enps',
        title: 'How likely are you to recommend Linden Café as a place to work?',
        required: true,
        data: { options: { labels: { min: 'Not at all likely', max: 'Extremely likely' } } },
      },
      {
        id: 'team',
        type: 'select_single',
        title: 'Where do you usually work?',
        answers: choices([
          ['floor', 'Front of house'],
          ['bar', 'Bar and coffee'],
          ['kitchen', 'Kitchen'],
        ]),
      },
      {
        id: 'support',
        type: 'rate',
        title: 'How well supported do you feel by your shift lead?',
        data: { options: { min: 1, max: 5, labels: { min: 'Not at all', max: 'Fully' } } },
      },
      {
        id: 'better',
        type: 'text_long',
        title: 'What one thing would make your shifts better?',
        data: { placeholder: 'Your comment (optional)' },
      },
    ],
  },
};

const key = (ids: string[]) => ({ quiz: { correctAnswerIds: ids, points: 1 } });

const COFFEE_QUIZ: DemoSurvey = {
  kind: 'quiz',
  slug: 'linden-coffee-quiz',
  title: 'Coffee basics',
  content: {
    subTitle: 'Five questions every Linden barista can answer',
    structureTitle: 'Linden Café',
    settings: {
      welcomePage:
        'How well do you know your coffee? Answer five questions; 60 % passes and earns the certificate.',
      begin: 'You have ten minutes. The right answers are shown at the end.',
      after: 'Thanks for taking the quiz!',
      expire: 'This quiz is closed.',
    },
    quiz: { passMark: 60, timeLimitMinutes: 10, showCorrectAnswers: true, certificate: true },
    questions: [
      {
        id: 'origin',
        type: 'select_single',
        title: 'Which country grows the most coffee?',
        required: true,
        answers: choices([
          ['brazil', 'Brazil'],
          ['vietnam', 'Vietnam'],
          ['colombia', 'Colombia'],
          ['ethiopia', 'Ethiopia'],
        ]),
        data: key(['brazil']),
      },
      {
        id: 'doppio',
        type: 'select_single_card',
        title: 'How many espresso shots are in a doppio?',
        required: true,
        answers: choices([
          ['one', 'One'],
          ['two', 'Two'],
          ['three', 'Three'],
        ]),
        data: key(['two']),
      },
      {
        id: 'milk',
        type: 'checkboxes',
        title: 'Which of these drinks are made with steamed milk?',
        subTitle: 'Choose every right answer.',
        required: true,
        answers: choices([
          ['latte', 'Latte'],
          ['americano', 'Americano'],
          ['cappuccino', 'Cappuccino'],
          ['flat-white', 'Flat white'],
          ['ristretto', 'Ristretto'],
        ]),
        data: key(['latte', 'cappuccino', 'flat-white']),
      },
      {
        id: 'extraction',
        type: 'dropdown',
        title: 'How long should a single espresso shot take to pull?',
        required: true,
        answers: choices([
          ['short', '10–15 seconds'],
          ['right', '25–30 seconds'],
          ['long', '45–60 seconds'],
        ]),
        data: key(['right']),
      },
      {
        id: 'species',
        type: 'select_single',
        title: 'Which species do most specialty coffees come from?',
        required: true,
        answers: choices([
          ['arabica', 'Arabica'],
          ['robusta', 'Robusta'],
          ['liberica', 'Liberica'],
        ]),
        data: key(['arabica']),
      },
    ],
  },
};

export const DEMO_SURVEYS = { visit: VISIT, pulse: TEAM_PULSE, quiz: COFFEE_QUIZ } as const;
