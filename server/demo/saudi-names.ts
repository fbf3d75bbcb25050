// Names people in Riyadh are called by, each in Arabic script and in the Latin spelling they
// would type in an email address.
export interface BilingualName {
  ar: string;
  en: string;
}

/** Men's given names: the company's technicians are men (visits to homes in Riyadh). */
export const mensGivenNames: readonly BilingualName[] = [
  { ar: 'محمد', en: 'Mohammed' },
  { ar: 'عبدالله', en: 'Abdullah' },
  { ar: 'فهد', en: 'Fahad' },
  { ar: 'فيصل', en: 'Faisal' },
  { ar: 'خالد', en: 'Khalid' },
  { ar: 'سعود', en: 'Saud' },
  { ar: 'تركي', en: 'Turki' },
  { ar: 'نواف', en: 'Nawaf' },
  { ar: 'عمر', en: 'Omar' },
  { ar: 'عبدالعزيز', en: 'Abdulaziz' },
  { ar: 'سلطان', en: 'Sultan' },
  { ar: 'ماجد', en: 'Majed' },
  { ar: 'يوسف', en: 'Yousef' },
  { ar: 'بندر', en: 'Bandar' },
  { ar: 'صالح', en: 'Saleh' },
  { ar: 'إبراهيم', en: 'Ibrahim' },
  { ar: 'ناصر', en: 'Nasser' },
  { ar: 'ريان', en: 'Rayan' },
];

export const givenNames: readonly BilingualName[] = [
  ...mensGivenNames,
  { ar: 'سارة', en: 'Sara' },
  { ar: 'نورة', en: 'Noura' },
  { ar: 'ريم', en: 'Reem' },
  { ar: 'لمى', en: 'Lama' },
  { ar: 'هيا', en: 'Haya' },
  { ar: 'مها', en: 'Maha' },
  { ar: 'عبير', en: 'Abeer' },
  { ar: 'حصة', en: 'Hessa' },
  { ar: 'جود', en: 'Joud' },
  { ar: 'لجين', en: 'Lujain' },
  { ar: 'أمل', en: 'Amal' },
  { ar: 'مشاعل', en: 'Mashael' },
  { ar: 'دانة', en: 'Dana' },
  { ar: 'رزان', en: 'Razan' },
  { ar: 'شهد', en: 'Shahad' },
  { ar: 'هند', en: 'Hind' },
  { ar: 'غادة', en: 'Ghada' },
  { ar: 'منيرة', en: 'Munira' },
];

export const familyNames: readonly BilingualName[] = [
  { ar: 'القحطاني', en: 'Al-Qahtani' },
  { ar: 'العتيبي', en: 'Al-Otaibi' },
  { ar: 'الحربي', en: 'Al-Harbi' },
  { ar: 'الغامدي', en: 'Al-Ghamdi' },
  { ar: 'الزهراني', en: 'Al-Zahrani' },
  { ar: 'الدوسري', en: 'Al-Dosari' },
  { ar: 'الشهري', en: 'Al-Shehri' },
  { ar: 'المطيري', en: 'Al-Mutairi' },
  { ar: 'العنزي', en: 'Al-Anazi' },
  { ar: 'الشمري', en: 'Al-Shammari' },
  { ar: 'السبيعي', en: 'Al-Subaie' },
  { ar: 'الرشيدي', en: 'Al-Rashidi' },
  { ar: 'التميمي', en: 'Al-Tamimi' },
  { ar: 'الجهني', en: 'Al-Juhani' },
  { ar: 'المالكي', en: 'Al-Malki' },
  { ar: 'اليامي', en: 'Al-Yami' },
  { ar: 'الأسمري', en: 'Al-Asmari' },
  { ar: 'الحارثي', en: 'Al-Harthi' },
  { ar: 'الخالدي', en: 'Al-Khaldi' },
  { ar: 'العمري', en: 'Al-Omari' },
];
