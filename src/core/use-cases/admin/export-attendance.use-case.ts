import { ApiPaths } from '../../contract';
import { withQuery, type ApiClient } from '../api';
import { attendanceFilterParams, type AttendanceFilters } from './attendance-period';

export interface TextFile {
  fileName: string;
  content: string;
}

/**
 * 'Esporta CSV' of the attendance report: the same employees and period as the table, one line per employee and
 * day, as the server writes it (UTF-8, ';'); the UI turns it into a download named after the period.
 */
export class ExportAttendance {
  constructor(private readonly api: ApiClient) {}

  async execute(filters: AttendanceFilters): Promise<TextFile> {
    const content = await this.api.getText(withQuery(ApiPaths.adminAttendance, { ...attendanceFilterParams(filters), format: 'csv' }));
    return { fileName: `presenze-${filters.startDate}-${filters.endDate}.csv`, content };
  }
}
