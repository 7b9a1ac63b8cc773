import { Select } from '@capsuisse/web-ui-select';
import { COUNTRIES } from '@capsuisse/contracts';

// Several countries share a dial code (+1, +7...): the value is the country code, unique per option.
const OPTIONS = COUNTRIES.map((country) => ({
  value: country.code,
  label: `${country.flag} ${country.dialCode}`,
  search: `${country.name} ${country.dialCode} ${country.code}`,
  name: country.name,
}));

interface DialCodeSelectProps {
  value?: string;
  onChange?: (countryCode: string) => void;
  disabled?: boolean;
}

/** Country dial-code picker: flag and code, searchable by country name or code. */
export function DialCodeSelect({ value, onChange, disabled }: DialCodeSelectProps) {
  return (
    <Select
      aria-label="Indicatif pays"
      data-testid="dial-code"
      value={value}
      onChange={onChange}
      disabled={disabled}
      options={OPTIONS}
      showSearch={{ optionFilterProp: 'search' }}
      popupMatchSelectWidth={280}
      optionRender={(option) => (
        <span>
          {option.data.label} <span style={{ opacity: 0.7 }}>· {option.data.name}</span>
        </span>
      )}
      style={{ width: 130, flex: 'none' }}
    />
  );
}
