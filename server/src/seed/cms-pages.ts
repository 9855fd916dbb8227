/** A content page of the seed in one locale (table `cms_pages`); HTML limited to p, ul, li, strong, a, h2, h3. */
export interface SeedCmsPage {
  slug: string;
  locale: string;
  title: string;
  contentHtml: string;
}

/** The Rocket Mart's read-more text (loyalty.md §2: "its redeem content comes from a CMS page with the slug rocket-mart"). */
export const ROCKET_MART_SLUG = 'rocket-mart';

/**
 * The seeded pages: the Rocket Mart's read-more text in the site's languages. Regional English and French take the
 * nearest (`en-AU` → `en`); a locale without a page is answered in English.
 */
export const SEED_CMS_PAGES: readonly SeedCmsPage[] = [
  {
    slug: ROCKET_MART_SLUG,
    locale: 'en',
    title: 'How the Rocket Mart works',
    contentHtml: [
      '<h2>Earn astrocoins as you play</h2>',
      '<p>Every real-money bet earns <strong>astrocoins</strong>, our comp points: one for every €10 wagered, or the same value in your currency. Free spins and demo games earn none.</p>',
      '<h2>Spend them in the Rocket Mart</h2>',
      '<ul><li><strong>Money</strong>: cash in your wallet at once, with no wagering.</li>',
      '<li><strong>Free spins</strong>: spins on popular slots; their winnings are wagered as the card says.</li>',
      '<li><strong>Special rewards</strong>: a birthday bonus, priority withdrawals or a call from a personal manager.</li></ul>',
      '<h3>Good to know</h3>',
      '<p>Spending astrocoins never lowers your level: levels follow every point you have earned. Bonus rewards need bonuses enabled in your profile. Accounts flagged as multiple accounts cannot exchange points.</p>',
      '<p>Read the full <a href="/terms">terms and conditions</a>.</p>',
    ].join(''),
  },
  {
    slug: ROCKET_MART_SLUG,
    locale: 'de',
    title: 'So funktioniert der Rocket Mart',
    contentHtml: [
      '<h2>Astrocoins beim Spielen sammeln</h2>',
      '<p>Jeder Echtgeldeinsatz bringt <strong>Astrocoins</strong>, unsere Treuepunkte: einen je 10 € Einsatz oder den gleichen Wert in Ihrer Währung. Freispiele und Demospiele bringen keine.</p>',
      '<h2>Im Rocket Mart einlösen</h2>',
      '<ul><li><strong>Geld</strong>: sofort als Echtgeld in Ihrer Wallet, ohne Umsatzbedingungen.</li>',
      '<li><strong>Freispiele</strong>: Freispiele an beliebten Slots; Gewinne werden wie auf der Karte angegeben umgesetzt.</li>',
      '<li><strong>Spezielle Prämien</strong>: ein Geburtstagsbonus, bevorzugte Auszahlungen oder ein Anruf Ihres persönlichen Managers.</li></ul>',
      '<h3>Gut zu wissen</h3>',
      '<p>Das Einlösen senkt Ihr Level nie: Levels zählen jeden jemals verdienten Punkt. Bonusprämien setzen aktivierte Boni in Ihrem Profil voraus. Als Mehrfachkonten markierte Konten können keine Punkte einlösen.</p>',
      '<p>Lesen Sie die vollständigen <a href="/terms">Geschäftsbedingungen</a>.</p>',
    ].join(''),
  },
  {
    slug: ROCKET_MART_SLUG,
    locale: 'fr-CA',
    title: 'Comment fonctionne le Rocket Mart',
    contentHtml: [
      '<h2>Gagnez des astrocoins en jouant</h2>',
      '<p>Chaque mise en argent réel rapporte des <strong>astrocoins</strong>, nos points de fidélité : un pour chaque tranche de 15 $ misée, ou la même valeur dans votre devise. Les tours gratuits et les jeux de démonstration n’en rapportent pas.</p>',
      '<h2>Échangez-les au Rocket Mart</h2>',
      '<ul><li><strong>Argent</strong> : versé tout de suite dans votre portefeuille, sans mise requise.</li>',
      '<li><strong>Tours gratuits</strong> : sur des machines à sous populaires; les gains sont misés comme l’indique la carte.</li>',
      '<li><strong>Récompenses spéciales</strong> : un bonus d’anniversaire, des retraits prioritaires ou l’appel d’un gestionnaire personnel.</li></ul>',
      '<h3>Bon à savoir</h3>',
      '<p>Échanger des astrocoins ne fait jamais baisser votre niveau : il suit tous les points gagnés. Les récompenses bonus demandent des bonus activés dans votre profil. Les comptes signalés comme multiples ne peuvent pas échanger de points.</p>',
      '<p>Lisez les <a href="/terms">conditions générales</a> complètes.</p>',
    ].join(''),
  },
  {
    slug: ROCKET_MART_SLUG,
    locale: 'no',
    title: 'Slik fungerer Rocket Mart',
    contentHtml: [
      '<h2>Tjen astrocoins mens du spiller</h2>',
      '<p>Hvert innsats med ekte penger gir <strong>astrocoins</strong>, våre lojalitetspoeng: én for hver 115 kr du satser, eller samme verdi i din valuta. Gratisspinn og demospill gir ingen.</p>',
      '<h2>Bruk dem i Rocket Mart</h2>',
      '<ul><li><strong>Penger</strong>: rett i lommeboken, uten omsetningskrav.</li>',
      '<li><strong>Gratisspinn</strong>: spinn på populære spilleautomater; gevinster omsettes slik kortet sier.</li>',
      '<li><strong>Spesielle belønninger</strong>: en bursdagsbonus, prioriterte uttak eller en samtale med en personlig kontaktperson.</li></ul>',
      '<h3>Greit å vite</h3>',
      '<p>Å bruke astrocoins senker aldri nivået ditt: nivåer følger alle poeng du har tjent. Bonusbelønninger krever at bonuser er slått på i profilen. Kontoer merket som flere kontoer kan ikke veksle poeng.</p>',
      '<p>Les de fullstendige <a href="/terms">vilkårene</a>.</p>',
    ].join(''),
  },
  {
    slug: ROCKET_MART_SLUG,
    locale: 'it',
    title: 'Come funziona il Rocket Mart',
    contentHtml: [
      '<h2>Guadagna astrocoin giocando</h2>',
      '<p>Ogni puntata con denaro reale fa guadagnare <strong>astrocoin</strong>, i nostri punti fedeltà: uno ogni 10 € puntati, o lo stesso valore nella tua valuta. Giri gratuiti e giochi demo non ne danno.</p>',
      '<h2>Spendili nel Rocket Mart</h2>',
      '<ul><li><strong>Denaro</strong>: subito nel tuo portafoglio, senza requisiti di puntata.</li>',
      '<li><strong>Giri gratuiti</strong>: su slot popolari; le vincite si rigiocano come indica la carta.</li>',
      '<li><strong>Premi speciali</strong>: un bonus di compleanno, prelievi prioritari o la chiamata di un account manager personale.</li></ul>',
      '<h3>Buono a sapersi</h3>',
      '<p>Spendere astrocoin non abbassa mai il tuo livello: i livelli contano tutti i punti guadagnati. I premi bonus richiedono i bonus attivi nel profilo. Gli account segnalati come multipli non possono scambiare punti.</p>',
      '<p>Leggi i <a href="/terms">termini e condizioni</a> completi.</p>',
    ].join(''),
  },
  {
    slug: ROCKET_MART_SLUG,
    locale: 'et',
    title: 'Kuidas Rocket Mart töötab',
    contentHtml: [
      '<h2>Teeni mängides astrocoine</h2>',
      '<p>Iga pärisrahas panus toob <strong>astrocoine</strong>, meie lojaalsuspunkte: ühe iga panustatud 10 € eest või sama väärtuse sinu valuutas. Tasuta keerutused ja demomängud neid ei too.</p>',
      '<h2>Kasuta neid Rocket Martis</h2>',
      '<ul><li><strong>Raha</strong>: kohe sinu rahakotti, ilma panustamisnõudeta.</li>',
      '<li><strong>Tasuta keerutused</strong>: populaarsetel slotimängudel; võidud panustatakse nii, nagu kaart ütleb.</li>',
      '<li><strong>Eriauhinnad</strong>: sünnipäevaboonus, eelisjärjekorras väljamaksed või isikliku halduri kõne.</li></ul>',
      '<h3>Hea teada</h3>',
      '<p>Astrocoinide kasutamine ei langeta kunagi sinu taset: tase arvestab kõiki teenitud punkte. Boonusauhinnad eeldavad, et boonused on profiilis lubatud. Mitme kontona märgitud kontod ei saa punkte vahetada.</p>',
      '<p>Loe täielikke <a href="/terms">tingimusi</a>.</p>',
    ].join(''),
  },
];
