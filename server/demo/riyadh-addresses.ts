import type { Coordinates } from '../../machines/domain/riyadh-bounds.ts';
import type { Language } from './demo-people.ts';
import type { SeededRandom } from './seeded-random.ts';

// Homes across Riyadh's districts: an address as its owner writes it, and a pin near the
// district's middle (or none: some customers only type the address).
const districts = [
  { ar: 'العليا', en: 'Al Olaya', lat: 24.6907, lng: 46.6853 },
  { ar: 'الملقا', en: 'Al Malqa', lat: 24.815, lng: 46.612 },
  { ar: 'حطين', en: 'Hittin', lat: 24.765, lng: 46.6 },
  { ar: 'الياسمين', en: 'Al Yasmin', lat: 24.827, lng: 46.642 },
  { ar: 'النخيل', en: 'Al Nakheel', lat: 24.748, lng: 46.632 },
  { ar: 'الصحافة', en: 'Al Sahafa', lat: 24.8, lng: 46.64 },
  { ar: 'النرجس', en: 'Al Narjis', lat: 24.845, lng: 46.665 },
  { ar: 'الروضة', en: 'Al Rawdah', lat: 24.737, lng: 46.765 },
  { ar: 'المروج', en: 'Al Muruj', lat: 24.754, lng: 46.658 },
  { ar: 'الورود', en: 'Al Wurud', lat: 24.721, lng: 46.665 },
  { ar: 'العقيق', en: 'Al Aqiq', lat: 24.772, lng: 46.626 },
  { ar: 'قرطبة', en: 'Qurtubah', lat: 24.801, lng: 46.738 },
  { ar: 'الربوة', en: 'Al Rabwah', lat: 24.688, lng: 46.759 },
  { ar: 'السليمانية', en: 'Al Sulaimaniyah', lat: 24.704, lng: 46.701 },
  { ar: 'الملز', en: 'Al Malaz', lat: 24.664, lng: 46.733 },
  { ar: 'الحمراء', en: 'Al Hamra', lat: 24.775, lng: 46.755 },
  { ar: 'إشبيلية', en: 'Ishbiliyah', lat: 24.788, lng: 46.794 },
  { ar: 'السويدي', en: 'Al Suwaidi', lat: 24.598, lng: 46.671 },
  { ar: 'ظهرة لبن', en: 'Dhahrat Laban', lat: 24.634, lng: 46.562 },
];

const streets = [
  { ar: 'طريق الملك فهد', en: 'King Fahd Road' },
  { ar: 'شارع العليا', en: 'Olaya Street' },
  { ar: 'شارع التخصصي', en: 'Takhassusi Street' },
  { ar: 'طريق أنس بن مالك', en: 'Anas Bin Malik Road' },
  { ar: 'طريق أبو بكر الصديق', en: 'Abu Bakr Al-Siddiq Road' },
  { ar: 'طريق الإمام سعود', en: 'Imam Saud Road' },
  { ar: 'طريق العروبة', en: 'Al Urubah Road' },
  { ar: 'طريق عثمان بن عفان', en: 'Othman Bin Affan Road' },
  { ar: 'شارع الأمير تركي', en: 'Prince Turki Street' },
];

export interface Home {
  address: string;
  coordinates: Coordinates | null;
}

export function drawHome(random: SeededRandom, language: Language): Home {
  const district = random.pick(districts);
  const street = random.pick(streets);
  const number = random.int(2, 60);
  const villa = random.chance(0.6);
  const address =
    language === 'ar'
      ? `حي ${district.ar}، ${street.ar}، ${villa ? `فيلا ${number}` : `عمارة ${number}، شقة ${random.int(1, 12)}`}`
      : `${district.en}, ${street.en}, ${villa ? `villa ${number}` : `building ${number}, flat ${random.int(1, 12)}`}`;
  const jitter = () => Math.round((random.next() - 0.5) * 160) / 10_000;
  const coordinates = random.chance(0.8)
    ? { lat: Number((district.lat + jitter()).toFixed(5)), lng: Number((district.lng + jitter()).toFixed(5)) }
    : null;
  return { address, coordinates };
}
