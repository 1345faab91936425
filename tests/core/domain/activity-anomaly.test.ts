import { activityAnomalyChip } from '../../../src/core/domain/activity-anomaly';

describe('activityAnomalyChip', () => {
  it("is 'Anomalia' when the punch has a location anomaly, whatever the location", () => {
    expect(activityAnomalyChip({ has_location_anomaly: true, location: 'Sede Centrale' })).toBe('anomaly');
    expect(activityAnomalyChip({ has_location_anomaly: true, location: 'Unknown' })).toBe('anomaly');
  });

  it("is 'Fuori Sede' for the 'Unknown' location", () => {
    expect(activityAnomalyChip({ has_location_anomaly: false, location: 'Unknown' })).toBe('offsite');
  });

  it("is 'Normale' otherwise", () => {
    expect(activityAnomalyChip({ has_location_anomaly: false, location: 'Sede Centrale' })).toBe('normal');
  });
});
