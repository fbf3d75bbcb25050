import type { Language } from './screen-text.ts';

// The words of saved addresses (Account Settings and the booking form), in each language.
export const addressText: Record<Language, {
  savedAddresses: string;
  addAddress: string;
  addressName: string;
  address: string;
  saveAddress: string;
  addressSaved: string;
  addressRemoved: string;
  edit: (name: string) => string;
  remove: (name: string) => string;
  removeTheAddress: string;
  savedAddress: string;
  outsideRiyadh: string;
  nameRequired: string;
}> = {
  en: {
    savedAddresses: 'Saved addresses',
    addAddress: 'Add an address',
    addressName: 'Address name',
    address: 'Address',
    saveAddress: 'Save the address',
    addressSaved: 'Address saved',
    addressRemoved: 'Address removed',
    edit: (name) => `Edit ${name}`,
    remove: (name) => `Remove ${name}`,
    removeTheAddress: 'Remove the address',
    savedAddress: 'Saved address',
    outsideRiyadh: 'We serve Riyadh only: pick a point inside the city.',
    nameRequired: 'Give the address a name, like Home.',
  },
  ar: {
    savedAddresses: 'العناوين المحفوظة',
    addAddress: 'إضافة عنوان',
    addressName: 'اسم العنوان',
    address: 'العنوان',
    saveAddress: 'حفظ العنوان',
    addressSaved: 'تم حفظ العنوان',
    addressRemoved: 'تم حذف العنوان',
    edit: (name) => `تعديل ${name}`,
    remove: (name) => `حذف ${name}`,
    removeTheAddress: 'حذف العنوان',
    savedAddress: 'عنوان محفوظ',
    outsideRiyadh: 'نخدم الرياض فقط: اختر نقطة داخل المدينة.',
    nameRequired: 'أعطِ العنوان اسمًا، مثل المنزل.',
  },
};
