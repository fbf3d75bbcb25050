// The card number prefixes (BINs) of mada, the Saudi debit scheme run by Saudi Payments.
// Source: the mada BIN list Saudi Payments publishes to acquirers, as the Saudi gateways
// (Moyasar, HyperPay) give it to merchants for telling mada from the international schemes.
// A representative set, not the whole list: a Saudi bank's new range is added here when its
// cards are met. Many mada cards are co-badged, so a prefix here may also lie in a Visa (4…) or
// Mastercard (5…) range: mada is told first, as the scheme the card is processed under here.
export const madaBins: readonly string[] = [
  // 4… (Visa ranges co-badged with mada)
  '400861', '401757', '406136', '406996', '407197', '407395', '409201', '410621', '410685', '412565',
  '417633', '419593', '420132', '421141', '422817', '422818', '422819', '428331', '428671', '428672',
  '428673', '431361', '432328', '434107', '439954', '440533', '440647', '440795', '445564', '446393',
  '446404', '446672', '455036', '455708', '457865', '457997', '458456', '462220', '468540', '468541',
  '468542', '468543', '474491', '483010', '483011', '483012', '484783', '486094', '486095', '486096',
  '489317', '489318', '489319', '493428',
  // 5… (Mastercard ranges co-badged with mada, and mada's own 58…)
  '504300', '506968', '508160', '513213', '520058', '521076', '524130', '524514', '529415', '529741',
  '530060', '530906', '531095', '531196', '532013', '535825', '535989', '536023', '537767', '539931',
  '543085', '543357', '549760', '554180', '557606', '558848', '585265', '588845', '588846', '588847',
  '588848', '588849', '588850', '588851', '588982', '588983', '589005', '589206',
  // 6… and 9…
  '604906', '605141', '636120', '968201', '968202', '968203', '968204', '968205', '968206', '968207',
  '968208', '968209', '968210', '968211',
];

export const isMadaNumber = (digits: string): boolean => madaBins.some((bin) => digits.startsWith(bin));
