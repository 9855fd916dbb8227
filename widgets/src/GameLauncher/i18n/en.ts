/** English strings of the `game-launcher` namespace; every other language file has exactly these keys. */
const en = {
  'game_launcher.provider': 'by {{provider}}',
  'game_launcher.load_failed': 'The game could not be loaded.',
  'game_launcher.not_found.title': 'This game was not found',
  'game_launcher.not_found.text': 'It may have been removed, or the address is wrong.',
  'game_launcher.back_to_lobby': 'Back to the games',
  'game_launcher.mode.label': 'Play mode',
  'game_launcher.mode.real': 'Real money',
  'game_launcher.mode.demo': 'Demo',
  'game_launcher.fullscreen.enter': 'Full screen',
  'game_launcher.fullscreen.exit': 'Exit full screen',
  'game_launcher.favourite': 'Favourite',
  'game_launcher.favourite_failed': 'Your favourites could not be updated. Please try again.',
  'game_launcher.play_real': 'Play for real money',
  'game_launcher.play_demo': 'Play the demo',
  'game_launcher.demo_unavailable.title': 'No demo for this game',
  'game_launcher.demo_unavailable.text': '{{game}} can only be played for real money.',
  'game_launcher.registration.title': 'Create an account to play for real money',
  'game_launcher.registration.text': 'Sign up to play {{game}} for real money. The demo needs no account.',
  'game_launcher.registration.sign_up': 'Create an account',
  'game_launcher.currency.title': 'Not available in your currency',
  'game_launcher.currency.text': '{{game}} cannot be played with your {{currency}} wallet.',
  'game_launcher.limit.title': 'Real-money play is paused',
  'game_launcher.limit.text': 'One of your responsible-gambling limits is reached.',
  'game_launcher.limit.see_limits': 'See your limits',
  'game_launcher.details.intro': 'Before you play {{game}}, please complete your personal details.',
  'game_launcher.frame.label': 'Game',
};

/** The keys and English text of the `game-launcher` namespace. */
export type GameLauncherMessages = Readonly<Record<keyof typeof en, string>>;

export default en satisfies GameLauncherMessages;
