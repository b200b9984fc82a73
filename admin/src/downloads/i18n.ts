import type { Translations } from '../i18n/types';

/** downloads.*: the general files page (issue 14). */
export const downloadsEn = {
  downloads: {
    menu: 'Downloads',
    title: 'Downloads',
    empty: 'No downloads yet',
    empty_admin: 'Create a section, then upload its files.',
    no_files: 'No files in this section yet',
    loading: 'Loading the downloads',
    download: 'Download',
    new_section: 'New section',
    edit: 'Edit',
    delete: 'Delete section',
    delete_confirm: 'Are you sure you want to delete this section and its files?',
    remove_file: 'Remove file',
    remove_file_confirm: 'Are you sure you want to remove this file?',
    upload: 'Upload file',
    uploaded: 'File uploaded successfully',
    saved: 'The section was saved',
    deleted: 'The section was deleted',
    save: 'Save',
    cancel: 'Cancel',
    fields: { title_en: 'Title (English)', title_es: 'Title (Spanish)', description_en: 'Description (English)', description_es: 'Description (Spanish)', position: 'Position' },
    spanish_hint: 'Leave the Spanish texts empty to show the English ones to Spanish readers.',
  },
};

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
