import { BookingPage } from '../features/booking/BookingPage.tsx';
import { bookRoute } from './book.tsx';

// `/book/{serviceId}`'s page (loaded lazily): the booking form, opened with the loader's clock reading.
export function BookRoute() {
  const { serviceId } = bookRoute.useParams();
  return <BookingPage serviceId={serviceId} start={bookRoute.useLoaderData()} />;
}
