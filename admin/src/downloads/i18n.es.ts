import type { Translations } from '../i18n/types';
import type { downloadsEn } from './i18n';

export const downloadsEs: Translations<typeof downloadsEn> = {
  downloads: {
    menu: 'Descargas',
    title: 'Descargas',
    empty: 'Aún no hay descargas',
    empty_admin: 'Cree una sección y suba después sus archivos.',
    no_files: 'Esta sección aún no tiene archivos',
    loading: 'Cargando las descargas',
    download: 'Descargar',
    new_section: 'Nueva sección',
    edit: 'Editar',
    delete: 'Eliminar sección',
    delete_confirm: '¿Está seguro de que desea eliminar esta sección y sus archivos?',
    remove_file: 'Quitar archivo',
    remove_file_confirm: '¿Está seguro de que desea quitar este archivo?',
    upload: 'Subir archivo',
    uploaded: 'Archivo subido correctamente',
    saved: 'La sección se guardó',
    deleted: 'La sección se eliminó',
    save: 'Guardar',
    cancel: 'Cancelar',
    fields: { title_en: 'Título (inglés)', title_es: 'Título (español)', description_en: 'Descripción (inglés)', description_es: 'Descripción (español)', position: 'Posición' },
    spanish_hint: 'Deje vacíos los textos en español para mostrar los ingleses a los lectores en español.',
  },
};
