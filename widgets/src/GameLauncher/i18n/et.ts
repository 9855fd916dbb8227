import type { GameLauncherMessages } from './en';

/** Estonian strings of the `game-launcher` namespace. */
const et: GameLauncherMessages = {
  'game_launcher.provider': 'tootja {{provider}}',
  'game_launcher.load_failed': 'Mängu ei õnnestunud laadida.',
  'game_launcher.not_found.title': 'Seda mängu ei leitud',
  'game_launcher.not_found.text': 'See võib olla eemaldatud või on aadress vale.',
  'game_launcher.back_to_lobby': 'Tagasi mängude juurde',
  'game_launcher.mode.label': 'Mängurežiim',
  'game_launcher.mode.real': 'Päris raha',
  'game_launcher.mode.demo': 'Demo',
  'game_launcher.fullscreen.enter': 'Täisekraan',
  'game_launcher.fullscreen.exit': 'Välju täisekraanist',
  'game_launcher.favourite': 'Lemmik',
  'game_launcher.favourite_failed': 'Sinu lemmikuid ei õnnestunud uuendada. Proovi uuesti.',
  'game_launcher.play_real': 'Mängi päris rahaga',
  'game_launcher.play_demo': 'Mängi demot',
  'game_launcher.demo_unavailable.title': 'Sellel mängul pole demot',
  'game_launcher.demo_unavailable.text': 'Mängu {{game}} saab mängida ainult päris rahaga.',
  'game_launcher.registration.title': 'Päris rahaga mängimiseks loo konto',
  'game_launcher.registration.text':
    'Registreeru, et mängida mängu {{game}} päris rahaga. Demo jaoks kontot pole vaja.',
  'game_launcher.registration.sign_up': 'Loo konto',
  'game_launcher.currency.title': 'Sinu valuutas pole saadaval',
  'game_launcher.currency.text': 'Mängu {{game}} ei saa mängida sinu {{currency}} rahakotiga.',
  'game_launcher.limit.title': 'Päris rahaga mängimine on peatatud',
  'game_launcher.limit.text': 'Üks sinu vastutustundliku mängimise limiitidest on täis.',
  'game_launcher.limit.see_limits': 'Vaata oma limiite',
  'game_launcher.details.intro': 'Enne mängu {{game}} mängimist täida palun oma isikuandmed.',
  'game_launcher.frame.label': 'Mäng',
};

export default et;
