import type { Translations } from '../i18n/types';
import type { encryptionEn } from './i18n';

export const encryptionEs: Translations<typeof encryptionEn> = {
  status: {
    label: 'Servicio de cifrado',
    online: 'Servicio de cifrado conectado',
    offline: 'Servicio de cifrado desconectado',
    offline_hint: 'El servicio de cifrado está desconectado: abra la aplicación de escritorio',
    online_hint: 'La aplicación de escritorio está conectada: las lecturas cifradas se descifran automáticamente',
  },
};
