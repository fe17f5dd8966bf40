import { useParams } from 'react-router';

export default function DetailScreen() {
  const { index } = useParams();
  return <p>{index}</p>;
}
