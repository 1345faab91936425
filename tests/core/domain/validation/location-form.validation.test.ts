import {
  parseDecimal,
  validateAddressSearch,
  validateLocationForm,
  type LocationFormValues,
} from '../../../../src/core/domain/validation';

const valid: LocationFormValues = {
  name: 'Sede Centrale',
  address: '',
  latitude: '41.9028',
  longitude: '12.4964',
  tolerance_radius: '50',
  work_hours_start: '09:00',
  work_hours_end: '18:00',
};

describe('location form', () => {
  it('accepts a complete form; the address is optional', () => {
    expect(validateLocationForm(valid)).toEqual({});
    const { address: _omitted, ...withoutAddress } = valid;
    expect(validateLocationForm(withoutAddress)).toEqual({});
  });

  it('accepts numbers straight from the map and a comma as decimal separator', () => {
    expect(validateLocationForm({ ...valid, latitude: 45.4642, longitude: '9,19', tolerance_radius: 1000 })).toEqual({});
  });

  it('requires name, coordinates, work hours and radius', () => {
    expect(
      validateLocationForm({
        name: ' ',
        latitude: '',
        longitude: null,
        tolerance_radius: '',
        work_hours_start: '',
        work_hours_end: '',
      }),
    ).toEqual({
      name: 'validation.required',
      latitude: 'validation.required',
      longitude: 'validation.required',
      tolerance_radius: 'validation.required',
      work_hours_start: 'validation.required',
      work_hours_end: 'validation.required',
    });
  });

  it('wants numeric coordinates', () => {
    expect(validateLocationForm({ ...valid, latitude: 'nord', longitude: '12.4.9' })).toEqual({
      latitude: 'validation.notANumber',
      longitude: 'validation.notANumber',
    });
    expect(validateLocationForm({ ...valid, latitude: Number.NaN })).toEqual({ latitude: 'validation.notANumber' });
  });

  it('keeps latitude within −90..90 and longitude within −180..180, bounds included', () => {
    expect(validateLocationForm({ ...valid, latitude: '-90', longitude: '180' })).toEqual({});
    expect(validateLocationForm({ ...valid, latitude: '90.0001', longitude: '-180.5' })).toEqual({
      latitude: 'validation.latitudeRange',
      longitude: 'validation.longitudeRange',
    });
  });

  it('keeps the tolerance radius a whole number of metres within 1..1000', () => {
    expect(validateLocationForm({ ...valid, tolerance_radius: '1' })).toEqual({});
    expect(validateLocationForm({ ...valid, tolerance_radius: '1000' })).toEqual({});
    for (const radius of ['0', '1001', '-5', '50.5']) {
      expect(validateLocationForm({ ...valid, tolerance_radius: radius })).toEqual({
        tolerance_radius: 'validation.toleranceRadiusRange',
      });
    }
  });

  it('wants work hours as HH:MM', () => {
    expect(validateLocationForm({ ...valid, work_hours_start: '9', work_hours_end: '24:00' })).toEqual({
      work_hours_start: 'validation.timeFormat',
      work_hours_end: 'validation.timeFormat',
    });
    expect(validateLocationForm({ ...valid, work_hours_start: '07:30:00' })).toEqual({});
  });
});

describe('parseDecimal', () => {
  it('reads dot or comma decimals and refuses anything else', () => {
    expect(parseDecimal('41.9028')).toBe(41.9028);
    expect(parseDecimal(' -12,5 ')).toBe(-12.5);
    expect(parseDecimal('.5')).toBe(0.5);
    expect(parseDecimal('1e3')).toBeNull();
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal(undefined)).toBeNull();
    expect(parseDecimal(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('map address search', () => {
  it('needs non-empty text', () => {
    expect(validateAddressSearch('  ')).toBe('validation.searchTextRequired');
    expect(validateAddressSearch('Via Roma 1, Milano')).toBeNull();
  });
});
